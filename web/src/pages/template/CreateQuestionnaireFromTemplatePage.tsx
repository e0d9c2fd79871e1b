import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { selfSignUpText as t } from '@ledgerline/shared/self-sign-up';
import { once } from '../../api/once';
import { selfSignUp } from '../../api/self-sign-up';
import { PageHeading } from '../../components/PageHeading';
import { yearParam } from './template-paths';

/**
 * FA §2.1 /template/{templateHashId}/create-questionnaire-from-template (a client, signed in): the questionnaire
 * from the link's template for their entity and the year is made (once: the server answers the same one again),
 * then opened for answering.
 */
export default function CreateQuestionnaireFromTemplatePage() {
  const { templateHashId = '' } = useParams<{ templateHashId: string }>();
  const [params] = useSearchParams();
  const year = yearParam(params);
  const [target, setTarget] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // An action the address starts, run once per page load (StrictMode mounts twice).
  useEffect(() => {
    void once(`template-questionnaire:${templateHashId}:${year ?? ''}`, () =>
      selfSignUp.createQuestionnaire(templateHashId, year),
    ).then((res) => {
      if (res?.ok)
        setTarget(
          `/questionnaire/${encodeURIComponent(res.data.company_hash_id)}?${new URLSearchParams({
            questionnaireId: res.data.questionnaire_id,
          })}`,
        );
      else setProblem(res?.error && res.status !== 500 ? res.error : t.failed);
    });
  }, [templateHashId, year]);

  if (target) return <Navigate to={target} replace />;
  return (
    <>
      <PageHeading>{t.preparingTitle}</PageHeading>
      {problem ? (
        <div role="alert">
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        </div>
      ) : (
        <Spinner label={t.preparing} />
      )}
    </>
  );
}
