/**
 * Saves an answer (a CSV export, a PDF) as a file: the name the server gave in
 * Content-Disposition, else `fallbackName`. The one download helper of the staff screens.
 */
export async function saveResponseAsFile(response: Response, fallbackName: string): Promise<void> {
  const name = response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns: give them time before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
