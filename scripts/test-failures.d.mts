export interface VitestJsonReport {
  testResults?: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults?: Array<{ status: string; fullName: string; duration?: number; failureMessages?: string[] }>;
  }>;
}
export function failuresOf(report: VitestJsonReport, root: string): { count: number; lines: string[] };
