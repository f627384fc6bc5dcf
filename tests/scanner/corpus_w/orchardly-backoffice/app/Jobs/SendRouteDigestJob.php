<?php

namespace App\Jobs;

use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Support\Facades\Http;

class SendRouteDigestJob implements ShouldQueue
{
    use Dispatchable, Queueable;

    public function __construct(public string $email, public string $html) {}

    public function handle(): void
    {
        $res = Http::withToken(config('services.sendgrid.key'))
            ->baseUrl(config('services.sendgrid.base_url'))
            ->post('/mail/send', [
                'personalizations' => [['to' => [['email' => $this->email]]]],
                'from' => ['email' => 'routes@orchardly.app'],
                'subject' => 'Your route for tomorrow',
                'content' => [['type' => 'text/html', 'value' => $this->html]],
            ]);

        if (in_array($res->status(), [502, 503], true)) {
            $this->release(120);
            return;
        }

        if ($res->failed()) {
            $errors = $res->json('errors', []);
            throw new \RuntimeException($errors[0]['message'] ?? 'sendgrid failed');
        }
    }
}
