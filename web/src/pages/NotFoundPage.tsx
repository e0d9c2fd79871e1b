import { Text } from '@fluentui/react-components';
import { PageHeading } from '../components/PageHeading';
import { RouterLink } from '../components/RouterLink';
import { ui } from '../messages';

/** Unknown paths. */
export default function NotFoundPage() {
  return (
    <>
      <PageHeading>{ui.notFoundTitle}</PageHeading>
      <Text as="p" block>
        {ui.notFoundText}
      </Text>
      <p>
        <RouterLink to="/">{ui.goHome}</RouterLink>
      </p>
    </>
  );
}
