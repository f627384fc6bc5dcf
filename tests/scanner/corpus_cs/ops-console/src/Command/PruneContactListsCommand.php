<?php

namespace App\Command;

use App\Callvane\Exception\ApiError;
use App\Callvane\Http\CallvaneHttpClient;
use Symfony\Component\Console\Attribute\AsCommand;
use Symfony\Component\Console\Command\Command;
use Symfony\Component\Console\Input\InputInterface;
use Symfony\Component\Console\Input\InputOption;
use Symfony\Component\Console\Output\OutputInterface;
use Symfony\Component\Console\Style\SymfonyStyle;

#[AsCommand(name: 'callvane:prune-lists', description: 'Delete stale CRM-generated contact lists in Callvane')]
final class PruneContactListsCommand extends Command
{
    public function __construct(
        private readonly CallvaneHttpClient $callvane,
        private readonly string $listPrefix,
    ) {
        parent::__construct();
    }

    protected function configure(): void
    {
        $this
            ->addOption('older-than', null, InputOption::VALUE_REQUIRED, 'Age in days', '90')
            ->addOption('dry-run', null, InputOption::VALUE_NONE, 'Only print what would be deleted');
    }

    protected function execute(InputInterface $input, OutputInterface $output): int
    {
        $io = new SymfonyStyle($input, $output);
        $cutoff = new \DateTimeImmutable(sprintf('-%d days', (int) $input->getOption('older-than')));
        $dry = (bool) $input->getOption('dry-run');
        $deleted = 0;

        try {
            foreach ($this->callvane->allLists() as $list) {
                if (!str_starts_with($list['name'], $this->listPrefix)) {
                    continue;
                }
                if (new \DateTimeImmutable($list['updated_at']) > $cutoff) {
                    continue;
                }

                $io->writeln(sprintf('%s %s (%d contacts)', $dry ? '[dry]' : 'deleting', $list['name'], $list['size']));
                if (!$dry) {
                    try {
                        $this->callvane->deleteList($list['id']);
                        $deleted++;
                    } catch (ApiError $e) {
                        if ($e->isListNotFound()) {
                            continue;
                        }
                        throw $e;
                    }
                }
            }
        } catch (ApiError $e) {
            if ($e->isApiDisabled()) {
                $io->error('Callvane reports the public API is disabled for our account.');
                return Command::FAILURE;
            }
            foreach ($e->details as $detail) {
                $io->writeln(sprintf('  - %s: %s', $detail['path'], $detail['message']));
            }
            $io->error($e->getMessage());

            return Command::FAILURE;
        }

        $io->success(sprintf('%d list(s) %s.', $deleted, $dry ? 'would be deleted' : 'deleted'));

        return Command::SUCCESS;
    }
}
