<?php

namespace Harbourline\RinglaneBundle\DependencyInjection;

use Symfony\Component\Config\FileLocator;
use Symfony\Component\DependencyInjection\ContainerBuilder;
use Symfony\Component\DependencyInjection\Extension\Extension;
use Symfony\Component\DependencyInjection\Loader\YamlFileLoader;

final class RinglaneExtension extends Extension
{
    public function load(array $configs, ContainerBuilder $container): void
    {
        $config = $this->processConfiguration(new Configuration(), $configs);

        $baseUri = sprintf('%s/api/public/%s/', rtrim($config['host'], '/'), $config['api_version']);

        $container->setParameter('ringlane.base_uri', $baseUri);
        $container->setParameter('ringlane.api_key', $config['api_key']);
        $container->setParameter('ringlane.acting_user', $config['acting_user']);
        $container->setParameter('ringlane.webhook_secret', $config['webhook_secret']);
        $container->setParameter('ringlane.max_retries', $config['max_retries']);

        (new YamlFileLoader($container, new FileLocator(__DIR__.'/../../config')))->load('services.yaml');
    }
}
