<?php
defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'dashboard';
$route['404_override'] = '';
$route['translate_uri_dashes'] = FALSE;

$route['lists'] = 'call_lists/index';
$route['lists/(:num)'] = 'call_lists/show/$1';
$route['lists/(:num)/contacts/(:any)/remove'] = 'call_lists/remove_contact/$1/$2';
$route['hooks/ringwell'] = 'ringwell_hook/receive';

$route['api/v1/agents/me'] = 'api/me';
$route['api/v1/agents/(:num)/stats'] = 'api/stats/$1';
