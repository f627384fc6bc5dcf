<?php
namespace Harborline\Webhooks;

use Stripe\Webhook;
use Stripe\Exception\SignatureVerificationException;

class StripeWebhookController
{
    private $secret;

    public function __construct(string $secret)
    {
        $this->secret = $secret;
    }

    public function handle(array $server, string $payload): int
    {
        $sig = $server['HTTP_STRIPE_SIGNATURE'] ?? '';
        try {
            $event = Webhook::constructEvent($payload, $sig, $this->secret);
        } catch (SignatureVerificationException $e) {
            return 400;
        }
        if ($event->type === 'invoice.paid') {
            // premium instalment received
            error_log('invoice paid: ' . $event->data->object->id);
        }
        return 200;
    }
}
