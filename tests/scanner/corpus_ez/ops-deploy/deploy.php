<?php

namespace Deployer;

require 'recipe/symfony.php';
require 'contrib/slack.php';

set('application', 'kestrel-portal');
set('repository', 'git@github.com:harbourline/kestrel-portal.git');
set('keep_releases', 5);
set('slack_webhook', getenv('SLACK_DEPLOY_WEBHOOK'));

add('shared_files', ['.env.prod.local']);
add('shared_dirs', ['var/log', 'public/uploads']);

set('ringlane_base', 'https://api.ringlane.io/api/public/v1');
set('ringlane_smoke_user', 'deploy-bot@harbourline.co.uk');

import('hosts.yml');

desc('Check that the Ringlane credentials on the host still work');
task('ringlane:smoke', function () {
    $key = run('grep ^RINGLANE_API_KEY= {{deploy_path}}/shared/.env.prod.local | cut -d= -f2');
    $code = runLocally(sprintf(
        'curl -s -o /dev/null -w "%%{http_code}" -H %s -H %s %s',
        escapeshellarg('x-api-key: ' . trim($key)),
        escapeshellarg('x-user-email: {{ringlane_smoke_user}}'),
        escapeshellarg('{{ringlane_base}}/contact-lists?limit=1')
    ));

    if ($code === '503') {
        warning('Ringlane API is disabled for this workspace - lead sync will fail.');
    } elseif ($code !== '200') {
        throw error("Ringlane smoke test failed with HTTP $code");
    }
});

desc('Ping the internal inventory API');
task('inventory:smoke', function () {
    run('curl -fsS -H "x-api-key: $INVENTORY_API_KEY" https://inventory.kestrelmotors.internal/v1/health');
});

after('deploy:symlink', 'ringlane:smoke');
after('deploy:failed', 'deploy:unlock');
after('deploy:success', 'slack:notify:success');
