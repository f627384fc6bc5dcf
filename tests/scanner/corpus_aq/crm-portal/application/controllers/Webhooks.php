<?php
defined('BASEPATH') OR exit('No direct script access allowed');

class Webhooks extends CI_Controller
{
    public function dialstream()
    {
        $payload   = file_get_contents('php://input');
        $signature = $this->input->get_request_header('X-Dialstream-Signature');
        $secret    = getenv('DIALSTREAM_WEBHOOK_SECRET');
        $expected  = hash_hmac('sha256', $payload, $secret);
        if (!$signature || !hash_equals($expected, $signature)) {
            return $this->output->set_status_header(401);
        }
        $event = json_decode($payload, TRUE);
        $this->load->model('call_log_model');
        $this->call_log_model->record($event);
        $this->output->set_status_header(204);
    }

    public function stripe()
    {
        $payload = file_get_contents('php://input');
        $sig     = isset($_SERVER['HTTP_STRIPE_SIGNATURE']) ? $_SERVER['HTTP_STRIPE_SIGNATURE'] : '';
        try {
            $event = \Stripe\Webhook::constructEvent($payload, $sig, getenv('STRIPE_WEBHOOK_SECRET'));
        } catch (\Stripe\Error\SignatureVerification $e) {
            return $this->output->set_status_header(400);
        }
        if ($event->type === 'charge.succeeded') {
            $this->load->model('deposit_model');
            $this->deposit_model->mark_paid($event->data->object->description);
        }
        $this->output->set_status_header(200);
    }
}
