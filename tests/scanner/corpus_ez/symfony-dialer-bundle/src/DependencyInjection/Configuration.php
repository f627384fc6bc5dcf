<?php

namespace Harbourline\RinglaneBundle\DependencyInjection;

use Symfony\Component\Config\Definition\Builder\TreeBuilder;
use Symfony\Component\Config\Definition\ConfigurationInterface;

final class Configuration implements ConfigurationInterface
{
    public function getConfigTreeBuilder(): TreeBuilder
    {
        $tree = new TreeBuilder('ringlane');
        $tree->getRootNode()
            ->children()
                ->scalarNode('host')->defaultValue('https://api.ringlane.io')->end()
                ->enumNode('api_version')->values(['v1', 'v2'])->defaultValue('v1')->end()
                ->scalarNode('api_key')->isRequired()->end()
                ->scalarNode('acting_user')->defaultNull()->end()
                ->scalarNode('webhook_secret')->defaultNull()->end()
                ->integerNode('max_retries')->defaultValue(3)->end()
            ->end();

        return $tree;
    }
}
