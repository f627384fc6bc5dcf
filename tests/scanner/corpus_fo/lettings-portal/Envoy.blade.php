@servers(['web' => ['deploy@web1.harbourlettings.co.uk', 'deploy@web2.harbourlettings.co.uk'], 'worker' => 'deploy@worker1.harbourlettings.co.uk'])

@setup
    $repo = 'git@github.com:harbour/lettings-portal.git';
    $releases = '/var/www/lettings/releases';
    $release = date('YmdHis');
    $ringlaneBase = 'https://api.ringlane.io/api/public/v1';
@endsetup

@story('deploy')
    clone
    composer
    env
    migrate
    restart
@endstory

@task('clone', ['on' => ['web', 'worker']])
    git clone --depth 1 {{ $repo }} {{ $releases }}/{{ $release }}
@endtask

@task('composer', ['on' => ['web', 'worker']])
    cd {{ $releases }}/{{ $release }}
    composer install --no-dev --prefer-dist --optimize-autoloader
@endtask

@task('env', ['on' => ['web', 'worker']])
    cd {{ $releases }}/{{ $release }}
    ln -nfs /var/www/lettings/shared/.env .env
    sed -i "s#^RINGLANE_BASE_URL=.*#RINGLANE_BASE_URL={{ $ringlaneBase }}#" .env
@endtask

@task('migrate', ['on' => 'web'])
    cd {{ $releases }}/{{ $release }}
    php artisan migrate --force
@endtask

@task('restart', ['on' => ['web', 'worker']])
    ln -nfs {{ $releases }}/{{ $release }} /var/www/lettings/current
    php /var/www/lettings/current/artisan horizon:terminate
    sudo systemctl reload php8.3-fpm
@endtask

@finished
    @slack('https://hooks.slack.com/services/T000/B000/XXXXXXXX', '#deploys')
@endfinished
