import { Head } from "$fresh/runtime.ts";
import CallbackForm from "../islands/CallbackForm.tsx";

export default function Home() {
  return (
    <>
      <Head>
        <title>Tidewell - plumbing & heating, booked in minutes</title>
      </Head>
      <main class="mx-auto max-w-2xl px-4 py-12">
        <h1 class="text-3xl font-bold">Need a plumber today?</h1>
        <p class="mt-2 text-gray-600">Leave your number and an engineer will call you back.</p>
        <CallbackForm />
      </main>
    </>
  );
}
