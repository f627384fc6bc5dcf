// Marketing newsletter lists live in our own backend, which syncs them to Mailchimp.
export interface NewsletterList {
  id: string;
  name: string;
  subscribers: number;
}

export async function fetchNewsletterLists(userId: string): Promise<NewsletterList[]> {
  const res = await fetch('/api/v1/newsletter/contact-lists', {
    headers: { 'X-User-Id': userId },
  });
  if (res.status === 404) return [];
  if (!res.ok) {
    const { error } = (await res.json()) as { error: string };
    throw new Error(error);
  }
  return res.json();
}
