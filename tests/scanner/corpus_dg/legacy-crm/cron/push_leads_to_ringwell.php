#!/usr/bin/env php
<?php
/**
 * Runs every 10 minutes from /etc/cron.d/brightline-crm.
 * Pushes new web leads into the store's Ringwell call list.
 */
require dirname(__FILE__) . '/../bootstrap.php';
require dirname(__FILE__) . '/../lib/ringwell_client.php';

$db = db();
$res = $db->query('SELECT l.id, l.phone, s.ringwell_list_id, a.email AS owner_email
                   FROM leads l JOIN stores s ON s.id = l.store_id
                   LEFT JOIN associates a ON a.id = l.owner_id
                   WHERE l.pushed_at IS NULL AND s.ringwell_list_id IS NOT NULL
                   LIMIT ' . RINGWELL_MAX_BATCH);

$by_list = array();
while ($row = $res->fetch_assoc()) {
    $by_list[$row['ringwell_list_id']][] = $row;
}

foreach ($by_list as $list_id => $rows) {
    $phones = array();
    foreach ($rows as $r) {
        $phones[] = $r['phone'];
    }
    $agent = $rows[0]['owner_email'];
    $out = ringwell_add_contacts($list_id, $phones, $agent);

    if (!$out['ok'] && $out['error'] === 'user not found') {
        // owner left -- push as the bot instead
        $out = ringwell_add_contacts($list_id, $phones, RINGWELL_DEFAULT_AGENT);
    }
    if ($out['ok']) {
        $ids = implode(',', array_map('intval', array_column($rows, 'id')));
        $db->query("UPDATE leads SET pushed_at = NOW() WHERE id IN ($ids)");
    } elseif ($out['status'] == 503) {
        fwrite(STDERR, "Ringwell API disabled, stopping run\n");
        exit(2);
    } else {
        fwrite(STDERR, "list $list_id: {$out['status']} {$out['error']}\n");
    }
}
