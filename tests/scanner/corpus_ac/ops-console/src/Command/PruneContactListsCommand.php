<?php

namespace App\Command;

use Symfony\Component\Console\Attribute\AsCommand;
use Symfony\Component\Console\Command\Command;
use Symfony\Component\Console\Input\InputInterface;
use Symfony\Component\Console\Input\InputOption;
use Symfony\Component\Console\Output\OutputInterface;
use Symfony\Component\Console\Style\SymfonyStyle;
use Symfony\Contracts\HttpClient\HttpClientInterface;

#[AsCommand(name: 'callvox:prune-lists', description: 'Delete stale Callvox dial lists')]
final class PruneContactListsCommand extends Command
{
    public function __construct(private readonly HttpClientInterface $callvox)
    {
        parent::__construct();
    }

    protected function configure(): void
    {
        $this->addOption('older-than', null, InputOption::VALUE_REQUIRED, 'days', '90')
             ->addOption('dry-run', null, InputOption::VALUE_NONE);
    }

    protected function execute(InputInterface $input, OutputInterface $output): int
    {
        $io = new SymfonyStyle($input, $output);
        $cutoff = new \DateTimeImmutable(sprintf('-%d days', (int) $input->getOption('older-than')));

        $response = $this->callvox->request('GET', 'contact-lists', ['query' => ['limit' => 200]]);
        $status = $response->getStatusCode();

        switch ($status) {
            case 200:
                break;
            case 502:
                $io->warning('Callvox could not reach the identity provider, rerun in a minute.');
                return Command::FAILURE;
            case 503:
                $io->error('Public API is disabled on the Callvox account.');
                return Command::FAILURE;
            default:
                $body = $response->toArray(false);
                $io->error(sprintf('Callvox error %d: %s', $status, $body['error'] ?? 'unknown'));
                foreach ($body['details'] ?? [] as $d) {
                    $io->writeln(sprintf(' - %s: %s', $d['path'], $d['message']));
                }
                return Command::FAILURE;
        }

        $deleted = 0;
        foreach ($response->toArray()['data'] as $list) {
            if (new \DateTimeImmutable($list['updated_at']) > $cutoff) {
                continue;
            }
            $io->text(sprintf('Deleting %s (%s)', $list['name'], $list['id']));
            if (!$input->getOption('dry-run')) {
                $this->callvox->request('DELETE', 'contact-lists/' . $list['id']);
            }
            $deleted++;
        }

        $io->success("$deleted list(s) pruned");
        return Command::SUCCESS;
    }
}
