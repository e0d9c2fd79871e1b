import { Spinner } from '@fluentui/react-components';
import { ui } from '../messages';

export function Loading({ label = ui.loading }: { label?: string }) {
  return (
    <div role="status" style={{ padding: 32, display: 'flex', justifyContent: 'center' }}>
      <Spinner label={label} />
    </div>
  );
}
