/**
 * Issue 16, answering a questionnaire: a client's answer_question calls (BENCH_ANSWERS, 300 by default: yes/no
 * questions that show follow-ups, their follow-ups, text; a first answer of a question logs an activity line,
 * typing on it again does not) and GET /questionnaires/get_questionnaire of a 200-question questionnaire with
 * follow-ups three levels deep (content made here), read by the client and by staff once those answers are in.
 * p50/p99 and the DynamoDB requests and items each call reads, one call at a time, against the local stack
 * (in-memory DynamoDB Local, the API in a child process).
 */
import { pathToFileURL } from 'node:url';
import { startBenchServices } from './bench-services';
import { median, table } from './report';
import { startReadCountingApi } from './read-counting-child';

const answers = Number(process.env.BENCH_ANSWERS ?? 300);
const reads = Number(process.env.BENCH_CALLS ?? 50);
const password = 'Bench-Password-2026!';

const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/**
 * 200 questions in 5 sections of 40: per section 10 yes/no questions, each with a select follow-up on 'Yes' that
 * has a text follow-up on 'A' (30 questions, three levels), and 10 plain text questions.
 */
function content() {
  const sections = [];
  for (let s = 1; s <= 5; s++) {
    const questions = [];
    for (let i = 1; i <= 10; i++) {
      const id = `s${s}b${i}`;
      questions.push({
        id,
        text: `Section ${s}: did item ${i} happen this year?`,
        question_type: 'boolean',
        options: [],
        optional: false,
        order: i,
        questions: [
          {
            id: `${id}f`,
            text: `Which kind of item ${i}?`,
            question_type: 'select',
            options: ['A', 'B', 'C'],
            optional: false,
            order: 1,
            trigger_for_follow_up_question: 'Yes',
            questions: [
              {
                id: `${id}g`,
                text: `Tell us about kind A of item ${i}`,
                question_type: 'text',
                options: [],
                optional: false,
                order: 1,
                trigger_for_follow_up_question: 'A',
                questions: [],
              },
            ],
          },
        ],
      });
    }
    for (let i = 1; i <= 10; i++)
      questions.push({
        id: `s${s}t${i}`,
        text: `Section ${s}: note ${i}`,
        question_type: 'text',
        options: [],
        optional: i > 5,
        order: 10 + i,
        questions: [],
      });
    sections.push({ id: `sec${s}`, name: `Section ${s}`, section_type: 3, questionnaire_questions: questions });
  }
  return { sections };
}

/** The answers made, in order: a yes/no, its follow-up, its follow-up's follow-up, a text; then typing again. */
function answerPlan(qid: string, count: number): { id: string; answer: string }[] {
  const plan: { id: string; answer: string }[] = [];
  for (let s = 1; s <= 5 && plan.length < count; s++)
    for (let i = 1; i <= 10 && plan.length < count; i++) {
      plan.push({ id: `${qid}.s${s}b${i}`, answer: 'Yes' });
      plan.push({ id: `${qid}.s${s}b${i}f`, answer: 'A' });
      plan.push({ id: `${qid}.s${s}b${i}g`, answer: `Details of item ${i}` });
      plan.push({ id: `${qid}.s${s}t${i}`, answer: `Note ${i}` });
    }
  for (let n = 0; plan.length < count; n++) {
    const s = (n % 5) + 1;
    const i = (Math.floor(n / 5) % 10) + 1;
    plan.push({ id: `${qid}.s${s}t${i}`, answer: `Note ${i}, typed again ${n}` });
  }
  return plan.slice(0, count);
}

async function makeFirm() {
  const { createFirmWithPartner, createUser, createCompany } = await import('@ledgerline/functions/platform/provision');
  const { createQuestionnaire } = await import('@ledgerline/functions/questionnaires/store');
  const { askedCount } = await import('@ledgerline/functions/questionnaires/build');
  const { TemplateContent } = await import('@ledgerline/shared/schemas/questionnaire-content');
  const stamp = Date.now();
  const partnerEmail = `partner-answering-${stamp}@bench.test`;
  const clientEmail = `client-answering-${stamp}@bench.test`;
  const { firmId } = await createFirmWithPartner({
    firmName: 'Bench answering',
    partner: { email: partnerEmail, fname: 'Pat', lname: 'Partner', isAdvisor: true, firmAccess: 'partner', password },
  });
  const client = await createUser(firmId, {
    email: clientEmail,
    fname: 'Casey',
    lname: 'Client',
    isAdvisor: false,
    password,
  });
  const { companyId } = await createCompany(firmId, {
    name: 'Casey Household',
    entityType: 'Individual',
    ownerIds: [client.userId],
  });
  const parsed = TemplateContent.parse(content());
  const year = new Date().getUTCFullYear();
  const q = await createQuestionnaire({
    firmId,
    companyId,
    name: 'Bench organizer',
    tax_year: year,
    due_date: `${year}-12-31`,
    sections: parsed.sections.map((s) => ({ id: s.id, name: s.name })),
    sent_at: new Date().toISOString(),
    content: parsed,
    content_version: 1,
    questions_total: askedCount(parsed.sections),
    questionnaire_type: 'template',
  });
  return { partnerEmail, clientEmail, companyId, questionnaireId: q.questionnaireId };
}

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/sessions/verify_password_for_firebase_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const body = (await res.json()) as { firebase_token?: string };
  if (!body.firebase_token) throw new Error(`sign-in ${email}: ${res.status}`);
  return body.firebase_token;
}

async function timed(
  url: string,
  path: string,
  auth: string,
  init: { body?: unknown; query?: Record<string, string> },
) {
  const started = performance.now();
  const res = await fetch(`${url}/api${path}${init.query ? `?${new URLSearchParams(init.query)}` : ''}`, {
    method: init.body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${auth}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, bytes: text.length, body: JSON.parse(text) as Record<string, unknown> };
}

type Api = Awaited<ReturnType<typeof startReadCountingApi>>;

export async function benchAnswering(): Promise<void> {
  const stack = await startBenchServices('answering');
  let api: Api | undefined;
  try {
    const firm = await makeFirm();
    api = await startReadCountingApi(stack.env);
    const client = await signIn(api.url, firm.clientEmail);
    const staff = await signIn(api.url, firm.partnerEmail);
    const query = { company_id: firm.companyId, id: firm.questionnaireId };
    const rows: string[][] = [];

    // Warm-up: the first calls load the answering Lambda's modules.
    for (let i = 0; i < 3; i++) await timed(api.url, '/questionnaires/get_questionnaire', client, { query });
    await api.resetReads();
    const times: number[] = [];
    for (const a of answerPlan(firm.questionnaireId, answers)) {
      const r = await timed(api.url, '/questionnaires/answer_question', client, {
        body: { company_id: firm.companyId, ...a },
      });
      times.push(r.ms);
    }
    const answerReads = await api.reads();
    rows.push([
      `answer_question (${answers} answers)`,
      median(times).toFixed(1),
      percentile(times, 99).toFixed(1),
      (answerReads.requests / answers).toFixed(1),
      (answerReads.items / answers).toFixed(0),
      '',
    ]);

    for (const [who, auth] of [
      ['client', client],
      ['staff', staff],
    ] as const) {
      await timed(api.url, '/questionnaires/get_questionnaire', auth, { query });
      await api.resetReads();
      const got: number[] = [];
      let bytes = 0;
      for (let i = 0; i < reads; i++) {
        const r = await timed(api.url, '/questionnaires/get_questionnaire', auth, { query });
        got.push(r.ms);
        bytes = r.bytes;
      }
      const used = await api.reads();
      rows.push([
        `get_questionnaire as ${who} (${reads} calls)`,
        median(got).toFixed(1),
        percentile(got, 99).toFixed(1),
        (used.requests / reads).toFixed(1),
        (used.items / reads).toFixed(0),
        `${(bytes / 1024).toFixed(0)} KB`,
      ]);
    }
    table(
      `Answering a 200-question questionnaire with 3-level follow-ups (local stack: DynamoDB Local in memory, the API in a child process; one call at a time; Node ${process.versions.node})`,
      ['call', 'p50 ms', 'p99 ms', 'DDB requests', 'items read', 'answer size'],
      rows,
    );
  } finally {
    api?.stop();
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchAnswering();
