<?php
// Invoked from cron: php public/lists_sync.php
require_once __DIR__ . '/../includes/callgrove.php';

$pdo = new PDO(DB_DSN, getenv('DB_USER'), getenv('DB_PASS'));
$leads = $pdo->query("SELECT phone FROM leads WHERE status = 'new' AND phone <> ''")->fetchAll(PDO::FETCH_COLUMN);

try {
    $lists = callgrove_get_lists();
    $listId = null;
    foreach ($lists['data'] as $l) {
        if ($l['name'] === 'CRM New Leads') {
            $listId = $l['id'];
        }
    }
    if ($listId === null) {
        $created = callgrove_create_list('CRM New Leads');
        $listId = $created['id'];
    }
    foreach (array_chunk($leads, 200) as $chunk) {
        callgrove_append_contacts($listId, $chunk);
    }
    echo 'synced ' . count($leads) . " leads\n";
} catch (CallgroveDisabled $e) {
    echo "dialer integration disabled, skipping\n";
} catch (CallgroveException $e) {
    error_log($e->getMessage());
    exit(1);
}
