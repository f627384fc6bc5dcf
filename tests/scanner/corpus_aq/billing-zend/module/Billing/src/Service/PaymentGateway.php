<?php
namespace Billing\Service;

use Braintree\Gateway;

class PaymentGateway
{
    private $gateway;

    public function __construct(array $config)
    {
        $this->gateway = new Gateway($config);
    }

    public function settleInvoice($invoiceNo, $amount, $nonce)
    {
        $result = $this->gateway->transaction()->sale([
            'amount' => number_format($amount, 2, '.', ''),
            'paymentMethodNonce' => $nonce,
            'orderId' => $invoiceNo,
            'options' => ['submitForSettlement' => true],
        ]);
        if (!$result->success) {
            return ['error' => $result->message, 'details' => array_map(function ($e) {
                return ['path' => $e->attribute, 'message' => $e->message];
            }, $result->errors->deepAll())];
        }
        return ['transaction' => $result->transaction->id];
    }
}
