<?php
defined('BASEPATH') OR exit('No direct script access allowed');

$config['protocol']    = 'smtp';
$config['smtp_host']   = 'relay.halberdloans.local';
$config['smtp_port']   = 587;
$config['smtp_user']   = 'crm-portal';
$config['smtp_pass']   = getenv('SMTP_RELAY_PASSWORD');
$config['smtp_crypto'] = 'tls';
$config['mailtype']    = 'html';
$config['charset']     = 'utf-8';
$config['newline']     = "\r\n";
