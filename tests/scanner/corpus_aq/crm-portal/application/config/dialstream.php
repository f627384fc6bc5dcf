<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Dialstream dialer integration
| -------------------------------------------------------------------
| Keys are per environment. Ask IT for the production key, do NOT
| commit it (yes, we know).
*/
$config['dialstream_base_url']   = 'https://api.dialstream.com/api/public/v1';
$config['dialstream_api_key']    = 'ds_7fQk2LmR9xWv4TzPbN8cYh3J';
$config['dialstream_acting_user'] = 'dialer-bot@halberdloans.com';
$config['dialstream_timeout']    = 15;
$config['dialstream_default_list'] = 'lst_0192';
