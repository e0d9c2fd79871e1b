import { AuthLayout } from '../components/AuthLayout';
import NotFoundPage from './NotFoundPage';

/** Not found for a visitor who is not signed in. */
export default function PublicNotFoundPage() {
  return (
    <AuthLayout>
      <NotFoundPage />
    </AuthLayout>
  );
}
