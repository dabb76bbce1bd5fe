// Readable job IDs such as MC-ENG-1004 or MC-HR-1012: firm prefix, department code, running number.

export function departmentCode(department: string): string {
  const words = department
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return 'GEN';
  if (words.length === 1) return (words[0] ?? 'GEN').slice(0, 3);
  return words
    .map((word) => word[0])
    .join('')
    .slice(0, 3);
}

export function makeJobId(department: string, sequence: number): string {
  return `MC-${departmentCode(department)}-${1000 + sequence}`;
}
