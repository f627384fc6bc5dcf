<?php
session_start();
require_once dirname(__FILE__) . '/../lib/RingwellClient.php';
$cfg = parse_ini_file(dirname(__FILE__) . '/../config/ringwell.ini', true);
$rw = new RingwellClient($cfg['ringwell'], $_SESSION['email']);

try {
    $rw->addPhone($_POST['list_id'], $_POST['phone'], $_POST['carrier_name']);
    $_SESSION['flash'] = 'Queued for calling.';
} catch (RingwellException $e) {
    if ($e->isUserMissing()) {
        $_SESSION['flash'] = 'You do not have a Ringwell seat.';
    } elseif ($e->status == 503) {
        $_SESSION['flash'] = 'Dialer API is disabled, try the desktop app.';
    } elseif ($e->status == 429) {
        $_SESSION['flash'] = 'Too many requests, wait a minute.';
    } else {
        $_SESSION['flash'] = 'Dialer error: ' . $e->getMessage();
    }
}
header('Location: /carrier.php?id=' . urlencode($_POST['carrier_id']));
