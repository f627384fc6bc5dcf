<?php
namespace Billing\Controller;

use Zend\Mvc\Controller\AbstractActionController;
use Zend\View\Model\JsonModel;

class WebhookController extends AbstractActionController
{
    /** Braintree subscription notifications. */
    public function braintreeAction()
    {
        $req = $this->getRequest();
        $notification = \Braintree\WebhookNotification::parse(
            $req->getPost('bt_signature'),
            $req->getPost('bt_payload')
        );
        $this->getEventManager()->trigger('billing.bt.' . $notification->kind, $this, ['n' => $notification]);
        return new JsonModel(['ok' => true]);
    }

    /** Ringbolt call outcomes for collections calls. */
    public function ringboltAction()
    {
        $req     = $this->getRequest();
        $raw     = $req->getContent();
        $header  = $req->getHeader('X-Ringbolt-Signature');
        $given   = $header ? $header->getFieldValue() : '';
        $calc    = hash_hmac('sha256', $raw, getenv('RINGBOLT_WEBHOOK_SECRET'));
        if (!hash_equals($calc, $given)) {
            $this->getResponse()->setStatusCode(401);
            return new JsonModel(['error' => 'invalid signature']);
        }
        $this->getEventManager()->trigger('billing.collections.outcome', $this, json_decode($raw, true));
        return new JsonModel(['ok' => true]);
    }
}
