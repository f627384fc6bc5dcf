@servers(['web' => ['deploy@fieldops-1.quillfield.co.uk', 'deploy@fieldops-2.quillfield.co.uk']])

@setup
    $repo = 'git@gitlab.com:quillfield/field-ops.git';
    $releases = '/var/www/field-ops/releases';
    $release = $releases.'/'.date('YmdHis');
@endsetup

@story('deploy')
    clone
    composer
    activate
    smoke
@endstory

@task('clone')
    git clone --depth 1 {{ $repo }} {{ $release }}
@endtask

@task('composer')
    cd {{ $release }}
    ln -nfs /var/www/field-ops/.env .env
    composer install --no-dev --prefer-dist --no-interaction -q -o
@endtask

@task('activate')
    ln -nfs {{ $release }} /var/www/field-ops/current
    cd /var/www/field-ops/current
    php artisan migrate --force
    php artisan optimize
    php artisan queue:restart
@endtask

@task('smoke')
    cd /var/www/field-ops/current
    php artisan dialer:ping
    curl -fsS https://fieldops.quillfield.co.uk/up > /dev/null
@endtask
