import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * Checks on produced e-invoices: the official OASIS UBL 2.1 schemas (vendored in
 * tests/fixtures/ubl-2.1, validated with xmllint from libxml2-utils) and the EN 16931 / NLCIUS
 * rules that decide whether a bookkeeping package accepts the amounts.
 */

const SCHEMAS = join(import.meta.dirname, '../fixtures/ubl-2.1/maindoc');

/** Validates documents against the UBL 2.1 XSD in one xmllint run; answers xmllint's complaints ('' when valid). */
export function xsdProblems(documents: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'ubl-'));
  const byRoot = { Invoice: [] as string[], CreditNote: [] as string[] };
  documents.forEach((xml, index) => {
    const file = join(dir, `${index}.xml`);
    writeFileSync(file, xml);
    byRoot[xml.includes('<CreditNote ') ? 'CreditNote' : 'Invoice'].push(file);
  });
  const problems: string[] = [];
  for (const [root, files] of Object.entries(byRoot)) {
    if (files.length === 0) continue;
    try {
      execFileSync('xmllint', ['--noout', '--schema', join(SCHEMAS, `UBL-${root}-2.1.xsd`), ...files], {
        stdio: 'pipe',
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      problems.push(String((error as { stderr?: Buffer }).stderr ?? error));
    }
  }
  return problems.join('\n');
}

const cents = (text: string) => Math.round(Number(text) * 100);
const all = (xml: string, pattern: RegExp) => [...xml.matchAll(pattern)].map((match) => match);

/** The figures of a produced document, read back from the XML. */
export function readUbl(xml: string) {
  const total = (tag: string) =>
    cents(
      new RegExp(`<cac:LegalMonetaryTotal>[\\s\\S]*?<cbc:${tag} currencyID="EUR">(-?[\\d.]+)<`).exec(
        xml,
      )![1]!,
    );
  const taxTotal = /<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="EUR">(-?[\d.]+)</.exec(xml)!;
  const subtotals = all(
    xml,
    /<cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">(-?[\d.]+)<\/cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">(-?[\d.]+)<\/cbc:TaxAmount><cac:TaxCategory><cbc:ID>S<\/cbc:ID><cbc:Percent>([\d.]+)</g,
  ).map((m) => ({ taxableCents: cents(m[1]!), vatCents: cents(m[2]!), percent: Number(m[3]) }));
  const lines = all(
    xml,
    /<cac:(?:Invoice|CreditNote)Line>[\s\S]*?<cbc:(?:Invoiced|Credited)Quantity unitCode="C62">(-?\d+)<[\s\S]*?<cbc:LineExtensionAmount currencyID="EUR">(-?[\d.]+)<[\s\S]*?<cbc:Percent>([\d.]+)<[\s\S]*?<cbc:PriceAmount currencyID="EUR">([\d.]+)<\/cbc:PriceAmount><cbc:BaseQuantity unitCode="C62">(\d+)</g,
  ).map((m) => ({
    quantity: Number(m[1]),
    netCents: cents(m[2]!),
    percent: Number(m[3]),
    priceCents: cents(m[4]!),
    baseQuantity: Number(m[5]),
  }));
  return {
    lineExtensionCents: total('LineExtensionAmount'),
    taxExclusiveCents: total('TaxExclusiveAmount'),
    taxInclusiveCents: total('TaxInclusiveAmount'),
    prepaidCents: total('PrepaidAmount'),
    payableCents: total('PayableAmount'),
    vatCents: cents(taxTotal[1]!),
    subtotals,
    lines,
  };
}

/** The EN 16931 / NLCIUS rules on amounts and identifiers this shop's documents must meet. */
export function profileProblems(xml: string, options: { strict?: boolean } = {}): string[] {
  const doc = readUbl(xml);
  const problems: string[] = [];
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const expect = (rule: string, ok: boolean) => {
    if (!ok) problems.push(rule);
  };
  expect('BR-CO-10 line amounts sum', sum(doc.lines.map((l) => l.netCents)) === doc.lineExtensionCents);
  expect('BR-CO-13 tax exclusive', doc.taxExclusiveCents === doc.lineExtensionCents);
  expect('BR-CO-14 VAT breakdown sums', sum(doc.subtotals.map((s) => s.vatCents)) === doc.vatCents);
  expect('BR-CO-15 tax inclusive', doc.taxInclusiveCents === doc.taxExclusiveCents + doc.vatCents);
  expect('BR-CO-16 payable', doc.payableCents === doc.taxInclusiveCents - doc.prepaidCents);
  for (const subtotal of doc.subtotals) {
    const lines = doc.lines.filter((l) => l.percent === subtotal.percent);
    expect(
      `BR-S-08 taxable ${subtotal.percent}%`,
      sum(lines.map((l) => l.netCents)) === subtotal.taxableCents,
    );
    // The official EN 16931 schematron allows the category VAT to differ by up to 1.00 from the
    // taxable amount times the rate (a last partial credit returns exactly the VAT left). Invoices
    // meet it to the cent: `strict` checks that.
    const expected = Math.round((subtotal.taxableCents * subtotal.percent) / 100);
    const tolerance = options.strict ? 1 : 100;
    expect(`BR-CO-17 VAT ${subtotal.percent}%`, Math.abs(subtotal.vatCents - expected) <= tolerance);
  }
  for (const line of doc.lines) {
    expect('BR-27 price not negative', line.priceCents >= 0);
    expect('BR-LINE amount', Math.sign(line.quantity) * line.priceCents === line.netCents);
  }
  const customization = /<cbc:CustomizationID>([^<]+)</.exec(xml)?.[1] ?? '';
  expect('declares a profile with official rules', customization in RULE_SETS);
  // SI-UBL 2.0 only for a business buyer with a KvK number (BR-NL-10), EN 16931 for a consumer.
  const businessBuyer = /<cac:AccountingCustomerParty>[\s\S]*<cbc:CompanyID schemeID="0106">/.test(xml);
  expect('profile fits the buyer', customization.includes('nlcius') === businessBuyer);
  expect('BR-NL-1 seller KvK', /<cbc:CompanyID schemeID="0106">\d{8}</.test(xml));
  expect('BR-NL-? order reference', /<cac:OrderReference><cbc:ID>[^<]+</.test(xml));
  if (xml.includes('<CreditNote ')) {
    expect(
      'credit note refers to its invoice',
      /<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>F-\d{6}</.test(xml),
    );
  }
  return problems;
}

/*
 * The official validation artefacts (tests/fixtures/einvoice-rules, see its README): the compiled
 * schematron of SI-UBL 2.0 (NLCIUS) and of EN 16931 (CEN TC 434), run with Saxon-HE. A document
 * is checked against the rules of the profile it declares (its CustomizationID).
 */

const RULES = join(import.meta.dirname, '../fixtures/einvoice-rules');
const SAXON = '/usr/share/java/Saxon-HE.jar';

/** The rule set of each profile a document may declare. */
export const RULE_SETS = {
  'urn:cen.eu:en16931:2017': 'cen-en16931-ubl.xsl',
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0': 'si-ubl-2.0.xsl',
} as const;

/**
 * Whether java and Saxon-HE are here: a laptop without them skips the schematron checks, CI
 * (scripts/install-system-deps.sh installs both) fails instead of skipping them unseen.
 */
export function schematronAvailable(): boolean {
  let available: boolean;
  try {
    execFileSync('java', ['-version'], { stdio: 'pipe' });
    available = existsSync(SAXON);
  } catch {
    available = false;
  }
  if (!available && process.env.CI)
    throw new Error(
      `CI checks e-invoices with the official schematron: java and ${SAXON} (libsaxonhe-java) are needed`,
    );
  return available;
}

export interface SchematronFinding {
  document: number;
  id: string;
  flag: string;
  text: string;
}

/**
 * Runs every document through the rule set of the profile it declares (one Saxon run per rule
 * set, over a directory) and answers every failed assert with its flag ('fatal' or 'warning').
 * A document declaring an unknown profile is a fatal finding itself.
 */
export function schematronFindings(documents: string[]): SchematronFinding[] {
  const findings: SchematronFinding[] = [];
  const bySet = new Map<string, number[]>();
  documents.forEach((xml, index) => {
    const customization = /<cbc:CustomizationID>([^<]+)</.exec(xml)?.[1] ?? '';
    const set = RULE_SETS[customization as keyof typeof RULE_SETS];
    if (!set) {
      findings.push({
        document: index,
        id: 'PROFILE',
        flag: 'fatal',
        text: `unknown profile ${customization}`,
      });
      return;
    }
    bySet.set(set, [...(bySet.get(set) ?? []), index]);
  });
  for (const [set, indexes] of bySet) {
    const dir = mkdtempSync(join(tmpdir(), 'svrl-'));
    const input = join(dir, 'in');
    const output = join(dir, 'out');
    mkdirSync(input);
    mkdirSync(output);
    for (const index of indexes) writeFileSync(join(input, `${index}.xml`), documents[index]!);
    execFileSync(
      'java',
      // C1 only and a serial collector: one short run over many documents, started quickly.
      [
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-cp',
        SAXON,
        'net.sf.saxon.Transform',
        `-s:${input}`,
        `-xsl:${join(RULES, set)}`,
        `-o:${output}`,
      ],
      { stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 },
    );
    for (const index of indexes) {
      const svrl = readFileSync(join(output, `${index}.xml`), 'utf8');
      for (const match of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
        const attributes = match[1]!;
        findings.push({
          document: index,
          id: /\bid="([^"]*)"/.exec(attributes)?.[1] ?? '?',
          flag: /\bflag="([^"]*)"/.exec(attributes)?.[1] ?? 'fatal',
          text: /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(match[2]!)?.[1]?.trim() ?? '',
        });
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
  return findings;
}

/** The fatal findings as 'RULE-ID: text' lines ([] when every document passes its profile). */
export function schematronFatals(documents: string[]): string[] {
  return schematronFindings(documents)
    .filter((finding) => finding.flag === 'fatal')
    .map((finding) => `doc ${finding.document} ${finding.id}: ${finding.text}`);
}
