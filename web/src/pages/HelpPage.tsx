import { Text } from '@fluentui/react-components';
import { AuthLayout } from '../components/AuthLayout';
import { PageHeading } from '../components/PageHeading';
import { RouterLink } from '../components/RouterLink';
import { getHelp, ui } from '../messages';

/** FA §2.1: /help, the standalone 'Get Help' page. */
export default function HelpPage() {
  return (
    <AuthLayout>
      <PageHeading>{getHelp}</PageHeading>
      <Text as="p" block>
        {ui.helpIntro}
      </Text>
      <p>
        <RouterLink to="/signin">{ui.backToSignIn}</RouterLink>
      </p>
    </AuthLayout>
  );
}
