<?php
defined('BASEPATH') OR exit('No direct script access allowed');

class Call_lists extends CI_Controller {

    public function __construct()
    {
        parent::__construct();
        $this->load->library(array('session', 'ringwell'));
        $this->load->helper(array('url', 'form'));
        if ( ! $this->session->userdata('okta_sub')) {
            redirect('auth/login');
        }
    }

    public function index()
    {
        $lists = $this->ringwell->lists($this->input->get('page') ?: 1);
        if ($lists === FALSE) {
            return $this->_fail($this->ringwell->last_error);
        }
        $this->load->view('call_lists/index', array('lists' => $lists['contact_lists']));
    }

    public function show($id)
    {
        $list = $this->ringwell->get_list($id);
        if ($list === FALSE) {
            if ($this->ringwell->last_error->is_list_missing()) {
                show_404();
            }
            return $this->_fail($this->ringwell->last_error);
        }
        $this->load->view('call_lists/show', array('list' => $list));
    }

    public function add_contacts($id)
    {
        $phones = preg_split('/[\s,]+/', $this->input->post('phones'), -1, PREG_SPLIT_NO_EMPTY);
        $contacts = array();
        foreach ($phones as $p) {
            $contacts[] = array('phone' => $p, 'source' => 'ci-dialer');
        }
        $res = $this->ringwell->append_contacts($id, $contacts);
        if ($res === FALSE) {
            $err = $this->ringwell->last_error;
            $this->session->set_flashdata('errors', $err->field_errors());
            $this->session->set_flashdata('flash', 'Ringwell: ' . $err->error);
        } else {
            $this->session->set_flashdata('flash', count($contacts) . ' contacts queued.');
        }
        redirect('lists/' . (int) $id);
    }

    public function remove_contact($id, $contact_id)
    {
        if ($this->ringwell->remove_contact($id, $contact_id) === FALSE
            && $this->ringwell->last_status == 502) {
            // identity provider blip on their side; one more go as the service account
            $this->ringwell->act_as($this->config->item('ringwell_service_user'))->remove_contact($id, $contact_id);
        }
        redirect('lists/' . (int) $id);
    }

    protected function _fail(Ringwell_error $err)
    {
        if ($err->is_disabled()) {
            $msg = 'The dialer integration is switched off in Ringwell. Ask sales ops to re-enable the API.';
        } elseif ($err->is_user_missing()) {
            $msg = 'Your Okta account is not linked to a Ringwell seat.';
        } else {
            $msg = 'Ringwell error: ' . $err;
        }
        $this->output->set_status_header(502);
        $this->load->view('errors/dialer', array('message' => $msg));
    }
}
