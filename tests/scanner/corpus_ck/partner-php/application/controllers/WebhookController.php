<?php

class WebhookController extends Zend_Controller_Action
{
    public function init()
    {
        $this->_helper->viewRenderer->setNoRender(true);
        $this->_helper->layout->disableLayout();
    }

    /**
     * POST /webhook/dialbridge - call outcome from DialBridge
     */
    public function dialbridgeAction()
    {
        $raw = file_get_contents('php://input');
        $sig = $this->getRequest()->getHeader('X-DialBridge-Signature');
        $secret = Zend_Registry::get('config')->dialbridge->webhook_secret;

        if (!$sig || hash_hmac('sha256', $raw, $secret) !== strtolower($sig)) {
            $this->getResponse()->setHttpResponseCode(401);
            return;
        }
        $event = json_decode($raw, true);
        Korvath_CarrierLead::recordCallOutcome($event['contact']['phone'], $event['outcome']);
        $this->getResponse()->setHttpResponseCode(204);
    }

    /**
     * POST /webhook/stripe
     */
    public function stripeAction()
    {
        $raw = file_get_contents('php://input');
        $sig = $this->getRequest()->getHeader('Stripe-Signature');
        try {
            $event = \Stripe\Webhook::constructEvent($raw, $sig, Zend_Registry::get('config')->stripe->webhook_secret);
        } catch (\Exception $e) {
            $this->getResponse()->setHttpResponseCode(400)->setBody(json_encode(array('error' => $e->getMessage())));
            return;
        }
        Korvath_Billing::handleStripeEvent($event);
    }

    /**
     * POST /webhook/github - deploy notifications from the ops repo
     */
    public function githubAction()
    {
        $raw = file_get_contents('php://input');
        $sig = $this->getRequest()->getHeader('X-Hub-Signature-256');
        $expected = 'sha256=' . hash_hmac('sha256', $raw, getenv('GITHUB_HOOK_SECRET'));
        if (!hash_equals($expected, (string) $sig)) {
            $this->getResponse()->setHttpResponseCode(403);
        }
    }
}
