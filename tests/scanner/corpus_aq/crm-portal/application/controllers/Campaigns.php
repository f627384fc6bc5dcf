<?php
defined('BASEPATH') OR exit('No direct script access allowed');

class Campaigns extends CI_Controller
{
    public function __construct()
    {
        parent::__construct();
        $this->load->library('dialstream_client');
        $this->load->model('borrower_model');
    }

    public function push($campaign_id)
    {
        $phones = $this->borrower_model->phones_for_campaign($campaign_id);
        try {
            $list = $this->dialstream_client->create_list('crm-' . $campaign_id, '+18005550142');
            $this->dialstream_client->add_contacts($list['id'], $phones);
            $this->session->set_flashdata('ok', count($phones) . ' borrowers sent to the dialer');
        } catch (Dialstream_exception $e) {
            if ($e->getMessage() === 'user not found') {
                $this->session->set_flashdata('err', 'The dialer bot user was removed from Dialstream, ask IT.');
            } elseif ($e->transient) {
                $this->session->set_flashdata('err', 'Dialer is busy, try again in a minute.');
            } else {
                foreach ($e->details as $d) {
                    log_message('error', 'dialstream: ' . $d['path'] . ' ' . $d['message']);
                }
                $this->session->set_flashdata('err', 'Could not push campaign: ' . $e->getMessage());
            }
        }
        redirect('campaigns/view/' . $campaign_id);
    }
}
