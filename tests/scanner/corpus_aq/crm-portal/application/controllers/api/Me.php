<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/**
 * JSON endpoint for the jQuery front-end. The SSO proxy in front of the portal
 * injects X-User-Email for the logged-in broker.
 */
class Me extends CI_Controller
{
    public function index()
    {
        $email = $this->input->get_request_header('X-User-Email', TRUE);
        if (empty($email)) {
            return $this->output
                ->set_status_header(401)
                ->set_content_type('application/json')
                ->set_output(json_encode(array('error' => 'not signed in')));
        }
        $this->load->model('broker_model');
        $broker = $this->broker_model->find_by_email($email);
        if (!$broker) {
            return $this->output
                ->set_status_header(404)
                ->set_content_type('application/json')
                ->set_output(json_encode(array('error' => 'user not found')));
        }
        $this->output
            ->set_content_type('application/json')
            ->set_output(json_encode(array('id' => $broker->id, 'name' => $broker->name, 'email' => $email)));
    }
}
