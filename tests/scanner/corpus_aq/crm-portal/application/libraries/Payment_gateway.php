<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/**
 * Deposit payments through Stripe. Retries on gateway hiccups.
 */
class Payment_gateway
{
    const RETRYABLE = array(429, 502, 503, 504);

    public function __construct()
    {
        \Stripe\Stripe::setApiKey(getenv('STRIPE_SECRET_KEY'));
    }

    public function charge_deposit($customer_id, $amount_cents, $loan_ref)
    {
        $attempt = 0;
        while (TRUE) {
            try {
                return \Stripe\Charge::create(array(
                    'amount' => $amount_cents,
                    'currency' => 'usd',
                    'customer' => $customer_id,
                    'description' => 'Deposit for ' . $loan_ref,
                ), array('idempotency_key' => 'dep-' . $loan_ref));
            } catch (\Stripe\Error\Api $e) {
                $attempt++;
                if (!in_array($e->getHttpStatus(), self::RETRYABLE) || $attempt >= 3) {
                    throw $e;
                }
                sleep(2 * $attempt);
            } catch (\Stripe\Error\Card $e) {
                $body = $e->getJsonBody();
                log_message('info', 'card declined: ' . $body['error']['message']);
                return FALSE;
            }
        }
    }
}
