<?php

namespace App\Jobs;

use App\Models\Tenancy;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Support\Facades\Http;

class SendTenancyReminderEmail implements ShouldQueue
{
    use Dispatchable, Queueable;

    public int $tries = 4;

    public function __construct(public Tenancy $tenancy)
    {
    }

    public function handle(): void
    {
        $response = Http::sendgrid()->post('/mail/send', [
            'personalizations' => [['to' => [['email' => $this->tenancy->tenant_email]]]],
            'from' => ['email' => 'lettings@harbourlettings.co.uk'],
            'template_id' => 'd-5b1c2e0a1f3e4c7d9a2b',
        ]);

        if ($response->status() === 503 || $response->status() === 502) {
            $this->release(120);

            return;
        }

        $response->throw();
    }

    public function retryUntil(): \DateTimeInterface
    {
        return now()->addHours(6);
    }
}
