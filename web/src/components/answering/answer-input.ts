import type { AnsweredQuestion } from '../../api/answering';

/** What every answer field takes: the question, the id of its text (its label), and whether it is off. */
export interface AnswerInputProps {
  q: AnsweredQuestion;
  labelId: string;
  disabled: boolean;
}
