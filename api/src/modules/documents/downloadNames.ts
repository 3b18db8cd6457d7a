// The name each document of an order is downloaded under, alone or in the order's zip. A stored
// name says what the document is and of whom (kbis-552032534-20261128.pdf), so two documents of
// one order can share it: two Kbis of one company issued the same day, two statements of one
// debtor. Each document keeps its stored name unless an earlier-issued document of the order
// holds it; it is then numbered (kbis-552032534-20261128-2.pdf). Earlier-issued first: a document
// issued later never changes the name of one issued before.

export interface StoredName {
  id: number;
  nom_fichier: string;
}

/** The download name of each document of one order (all of them), by document id. */
export function downloadNames(documents: StoredName[]): Map<number, string> {
  const taken = new Set<string>();
  const names = new Map<number, string>();
  for (const d of [...documents].sort((a, b) => a.id - b.id)) {
    const dot = d.nom_fichier.lastIndexOf('.');
    const [base, extension] = dot > 0 ? [d.nom_fichier.slice(0, dot), d.nom_fichier.slice(dot)] : [d.nom_fichier, ''];
    let name = d.nom_fichier;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}-${n}${extension}`;
    taken.add(name.toLowerCase());
    names.set(d.id, name);
  }
  return names;
}
