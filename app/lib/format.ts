// Display formatting shared by pages, PDFs and emails.

export function formatCurrency(amount: number, currency = "USD"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}

export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/** Relevance out of 5.0, to one decimal (visitor-side.md §9). */
export function formatRelevance(score: number): string {
  return `${score.toFixed(1)}/5.0`;
}
