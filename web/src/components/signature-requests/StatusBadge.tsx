import { Badge } from '@fluentui/react-components';
import { signatureRequestStatusLabel, type SignatureRequestStatus } from '@ledgerline/shared/signature-requests';

const color: Record<SignatureRequestStatus, 'informative' | 'success' | 'warning' | 'danger' | 'subtle' | 'brand'> = {
  sending: 'informative',
  sent: 'brand',
  signed: 'success',
  completed: 'success',
  error: 'danger',
  processing: 'informative',
  action_required: 'warning',
};

/** A request's status as its label (FA §4.3). */
export function StatusBadge({ status }: { status: SignatureRequestStatus }) {
  return (
    <Badge appearance="tint" color={color[status]}>
      {signatureRequestStatusLabel[status]}
    </Badge>
  );
}
