<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/**
 * JSON endpoints for the showroom tablet app (our API, not Ringwell's).
 */
class Api extends CI_Controller {

    protected $agent;

    public function __construct()
    {
        parent::__construct();
        $this->load->model('agent_model');
        $email = $this->input->get_request_header(DIALER_API_USER_HEADER, TRUE);
        $this->agent = $email ? $this->agent_model->by_email($email) : NULL;
        if ( ! $this->agent) {
            $this->_json(404, array('error' => 'user not found'));
            exit;
        }
    }

    public function me()
    {
        $this->_json(200, $this->agent);
    }

    public function stats($agent_id)
    {
        if ((int) $agent_id !== (int) $this->agent['id'] && ! $this->agent['is_manager']) {
            return $this->_json(403, array('error' => 'forbidden'));
        }
        $stats = $this->agent_model->call_stats($agent_id);
        if ($stats === NULL) {
            return $this->_json(503, array('error' => 'stats warehouse unavailable'));
        }
        $this->_json(200, $stats);
    }

    protected function _json($status, $data)
    {
        $this->output
            ->set_status_header($status)
            ->set_content_type('application/json')
            ->set_output(json_encode($data))
            ->_display();
    }
}
