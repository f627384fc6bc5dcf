<?php

namespace App\Services;

use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

class TwilioSmsService
{
    private const API_BASE = 'https://api.twilio.com/2010-04-01';
    private const LOOKUP_BASE = 'https://lookups.twilio.com/v1/PhoneNumbers';

    public function send(string $to, string $body): ?string
    {
        $sid = config('services.twilio.sid');
        $response = Http::asForm()
            ->withBasicAuth($sid, config('services.twilio.token'))
            ->post(self::API_BASE . "/Accounts/{$sid}/Messages.json", [
                'From' => config('services.twilio.from'),
                'To' => $to,
                'Body' => $body,
            ]);

        if ($response->status() === 503) {
            // Twilio is shedding load; Horizon will retry the job
            Log::notice('Twilio 503, backing off');
            return null;
        }

        if ($response->failed()) {
            Log::error('Twilio error', ['error' => $response->json('message')]);
            return null;
        }

        return $response->json('sid');
    }

    public function lookup(string $phone): array
    {
        $response = Http::withBasicAuth(config('services.twilio.sid'), config('services.twilio.token'))
            ->get(self::LOOKUP_BASE . '/' . urlencode($phone));

        if ($response->status() === 404) {
            // number not found by the carrier lookup
            return ['valid' => false];
        }

        return ['valid' => true, 'carrier' => $response->json('carrier')];
    }
}
