import useSWR from 'swr';
import { LoadError } from '../api/client';
import {
  selfSignUp,
  signUpFirmPath,
  signUpTemplatePath,
  type SignUpFirm,
  type SignUpTemplate,
} from '../api/self-sign-up';

const options = {
  revalidateOnFocus: false,
  shouldRetryOnError: (err: { status?: number }) => err?.status === undefined || err.status >= 500,
};

/**
 * What a sign-up link names, read without sign-in (a null key without a hash): the firm (its name heads the template
 * states, FA §2.4) and the template. A link that does not work is a 404: the error state.
 */
export function useSignUpLink(hash: string | undefined) {
  const firm = useSWR<SignUpFirm>(
    hash ? ([signUpFirmPath, hash] as const) : null,
    async () => {
      const res = await selfSignUp.firm(hash!);
      if (!res) throw new LoadError('network');
      if (!res.ok) throw new LoadError(res.error ?? 'error', res.status);
      return res.data;
    },
    options,
  );
  const template = useSWR<SignUpTemplate>(
    hash ? ([signUpTemplatePath, hash] as const) : null,
    async () => {
      const res = await selfSignUp.template(hash!);
      if (!res) throw new LoadError('network');
      if (!res.ok) throw new LoadError(res.error ?? 'error', res.status);
      return res.data;
    },
    options,
  );
  return { firm, template };
}
