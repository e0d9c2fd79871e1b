/** Where a request is reviewed and signed (FA §2.7): /review-signature-request/{id}?companyId={companyId}. */
export const reviewPath = (id: string, companyId: string) =>
  `/review-signature-request/${encodeURIComponent(id)}?companyId=${encodeURIComponent(companyId)}`;
