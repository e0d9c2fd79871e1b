/**
 * The recognition pipeline's values (issue 18): a reader turns a file into page texts (pdf.js and OCR locally,
 * Textract in AWS); everything after that is the same code: each page classified, pages grouped into forms,
 * the content fingerprinted for duplicates.
 */
import type { ExtractedDocumentType } from '@ledgerline/shared/extracted-documents';

/** One page's text as a reader found it, lines top to bottom. */
export interface PageText {
  /** From 1. */
  page: number;
  lines: string[];
  /** How it was read: the PDF's own text, OCR of the page's image, or Amazon Textract. */
  source: 'text' | 'ocr' | 'textract';
  /** 64-bit difference hash of the page's image (16 hex digits), when the reader rendered it. */
  imageHash?: string;
}

/** What one page looks like to the classifier. */
export interface PageClassification {
  page: number;
  /** 'Other' when no known form matched. */
  document_type: ExtractedDocumentType;
  /** 0..1. */
  confidence: number;
  /** Employer, payer, lender, filer, partnership… as printed; null when not found. */
  differentiator: string | null;
  /** The page starts a form (its title and first boxes are printed), rather than continuing the one before. */
  starts_form: boolean;
  tax_year: number | null;
}

/** One form found in a file: its pages (inclusive, from 1). */
export interface FormSegment {
  from: number;
  to: number;
  document_type: ExtractedDocumentType;
  confidence: number;
  differentiator: string | null;
}

/** What duplicates are found by (platform/data/entities/content-fingerprint.ts stores it). */
export interface ContentFingerprintValue {
  /** 64-bit SimHash of the normalised words, 16 hex digits. */
  text_hash: string;
  /** Distinctive numbers printed on it, normalised. */
  numbers: string[];
  /** Each page's image hash, 16 hex digits, in page order (empty when no image was read). */
  page_hashes: string[];
}
