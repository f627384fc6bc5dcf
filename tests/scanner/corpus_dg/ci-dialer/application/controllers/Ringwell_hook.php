<?php
defined('BASEPATH') OR exit('No direct script access allowed');

class Ringwell_hook extends CI_Controller {

    public function receive()
    {
        $raw = $this->input->raw_input_stream;
        $given = (string) $this->input->get_request_header('X-Ringwell-Signature', TRUE);
        $calc = hash_hmac('sha256', $raw, getenv('RINGWELL_WEBHOOK_SECRET'));

        if ( ! hash_equals($calc, $given)) {
            log_message('error', 'ringwell hook: bad signature from ' . $this->input->ip_address());
            return $this->output->set_status_header(401);
        }

        $event = json_decode($raw, TRUE);
        $this->load->model('call_log_model');
        if ($event['type'] === 'call.completed') {
            $this->call_log_model->record($event['data']);
        }
        $this->output->set_status_header(204);
    }
}
