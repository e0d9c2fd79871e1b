import { Tooltip } from '@fluentui/react-components';
import type { ReactElement } from 'react';

/** A disabled navigation link's reason, as its description (loaded on demand by NavLinks). */
export default function NavTooltip({ content, children }: { content: string; children: ReactElement }) {
  return (
    <Tooltip content={content} relationship="description">
      {children}
    </Tooltip>
  );
}
