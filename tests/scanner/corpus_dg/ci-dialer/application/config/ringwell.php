<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Ringwell dialer
| -------------------------------------------------------------------
| Loaded by application/libraries/Ringwell.php
*/
$config['ringwell_host']        = 'https://api.ringwell.io';
$config['ringwell_api_version'] = 'v1';
$config['ringwell_api_key']     = getenv('RINGWELL_API_KEY');
$config['ringwell_key_header']  = 'x-api-key';
$config['ringwell_user_header'] = 'X-USER-ID';
$config['ringwell_timeout']     = 15;
$config['ringwell_retry_on']    = array(429, 502);
$config['ringwell_max_retries'] = 3;
