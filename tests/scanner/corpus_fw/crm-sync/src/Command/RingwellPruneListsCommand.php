<?php

declare(strict_types=1);

namespace App\Command;

use Symfony\Component\Console\Attribute\AsCommand;
use Symfony\Component\Console\Command\Command;
use Symfony\Component\Console\Input\InputInterface;
use Symfony\Component\Console\Input\InputOption;
use Symfony\Component\Console\Output\OutputInterface;
use Symfony\Component\Console\Style\SymfonyStyle;
use Symfony\Component\HttpClient\HttpClient;

#[AsCommand(name: 'ringwell:prune-lists', description: 'Delete empty Ringwell contact lists older than N days')]
final class RingwellPruneListsCommand extends Command
{
    protected function configure(): void
    {
        $this
            ->addOption('days', null, InputOption::VALUE_REQUIRED, 'Minimum age in days', '90')
            ->addOption('as', null, InputOption::VALUE_REQUIRED, 'Ringwell user id to act as')
            ->addOption('dry-run', null, InputOption::VALUE_NONE);
    }

    protected function execute(InputInterface $input, OutputInterface $output): int
    {
        $io = new SymfonyStyle($input, $output);
        $client = HttpClient::createForBaseUri('https://api.ringwell.com/api/public/v1/', [
            'headers' => [
                'X-API-KEY' => $_SERVER['RINGWELL_API_KEY'] ?? '',
                'X-USER-ID' => (string) $input->getOption('as'),
            ],
        ]);

        $cutoff = new \DateTimeImmutable(sprintf('-%d days', (int) $input->getOption('days')));
        $lists = $client->request('GET', 'contact-lists?per_page=200')->toArray(false);

        if (isset($lists['error'])) {
            $io->error('Ringwell: ' . $lists['error']);

            return Command::FAILURE;
        }

        foreach ($lists['data'] ?? [] as $list) {
            if ($list['contact_count'] > 0 || new \DateTimeImmutable($list['created_at']) > $cutoff) {
                continue;
            }
            $io->writeln(sprintf('Deleting %s (%s)', $list['id'], $list['name']));
            if (!$input->getOption('dry-run')) {
                $status = $client->request('DELETE', 'contact-lists/' . $list['id'])->getStatusCode();
                if (503 === $status) {
                    $io->warning('Ringwell reports the public API as disabled; stopping.');

                    return Command::FAILURE;
                }
            }
        }

        return Command::SUCCESS;
    }
}
