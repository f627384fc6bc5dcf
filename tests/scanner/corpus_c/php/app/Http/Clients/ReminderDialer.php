<?php

namespace App\Http\Clients;

use Illuminate\Http\Client\Response;
use Illuminate\Support\Facades\Http;

class ReminderDialer
{
    public function __construct(
        private readonly string $baseUrl,
        private readonly string $apiKey,
    ) {}

    private function dialwave(string $staffId)
    {
        return Http::baseUrl($this->baseUrl)
            ->withHeaders(['x-api-key' => $this->apiKey, 'x-user-id' => $staffId])
            ->acceptJson()
            ->retry(3, 500, fn ($e) => optional($e->response)->status() === 502);
    }

    public function addPatient(int $listId, string $phone, string $staffId): bool
    {
        $response = $this->dialwave($staffId)->post("/contact-lists/{$listId}/contacts", ['phone' => $phone]);
        return $this->ok($response);
    }

    private function ok(Response $response): bool
    {
        if ($response->successful()) {
            return true;
        }
        $message = $response->json('error');
        if ($response->status() === 404 && $message === 'user not found') {
            throw new \DomainException('staff member is not provisioned in Dialwave');
        }
        throw new \RuntimeException("Dialwave: {$message}");
    }

    public function smsViaVonage(string $to, string $text): bool
    {
        // Vonage SMS API; error body is {"error": "..."} on auth failures
        $r = Http::asForm()->post('https://rest.nexmo.com/sms/json', [
            'api_key' => config('services.vonage.key'),
            'api_secret' => config('services.vonage.secret'),
            'to' => $to, 'from' => 'Clinicly', 'text' => $text,
        ]);
        if ($r->status() === 503) {
            return false;
        }
        return $r->json('error') === null;
    }
}
