import { AxiosError } from 'axios';

interface Props {
  error: unknown;
}

// Errors from brightfold-api are flat: { "error": "..." }
export function ErrorBanner({ error }: Props) {
  let message = 'Something went wrong';
  if (error instanceof AxiosError) {
    const data = error.response?.data as { error?: string } | undefined;
    if (typeof data?.error === 'string') message = data.error;
  } else if (error instanceof Error) {
    message = error.message;
  }
  return (
    <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
      {message}
    </div>
  );
}
