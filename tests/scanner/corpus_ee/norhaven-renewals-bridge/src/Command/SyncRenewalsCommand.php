<?php

declare(strict_types=1);

namespace Norhaven\Renewals\Command;

use Norhaven\Renewals\CallCrest\CallCrestApiError;
use Norhaven\Renewals\CallCrest\CallCrestClient;
use Norhaven\Renewals\PolicyCore\PolicyCoreClient;
use Symfony\Component\Console\Attribute\AsCommand;
use Symfony\Component\Console\Command\Command;
use Symfony\Component\Console\Input\InputInterface;
use Symfony\Component\Console\Input\InputOption;
use Symfony\Component\Console\Output\OutputInterface;
use Symfony\Component\Console\Style\SymfonyStyle;

#[AsCommand(name: 'renewals:sync', description: 'Push next month\'s renewals into a CallCrest list')]
final class SyncRenewalsCommand extends Command
{
    public function __construct(
        private readonly PolicyCoreClient $policyCore,
        private readonly CallCrestClient $callCrest,
    ) {
        parent::__construct();
    }

    protected function configure(): void
    {
        $this->addOption('broker', null, InputOption::VALUE_REQUIRED, 'CallCrest user id of the broker who owns the list');
    }

    protected function execute(InputInterface $input, OutputInterface $output): int
    {
        $io = new SymfonyStyle($input, $output);
        $month = new \DateTimeImmutable('first day of next month');
        $policies = $this->policyCore->dueForRenewal($month);

        if ([] === $policies) {
            $io->success('Nothing due.');

            return Command::SUCCESS;
        }

        $listId = $this->callCrest->createRenewalList($month->format('Y-m'));

        try {
            foreach (array_chunk($policies, 250) as $chunk) {
                $added = $this->callCrest->addPolicyholders($listId, $chunk, $input->getOption('broker'));
                $io->writeln(sprintf('added %d', $added));
            }
        } catch (CallCrestApiError $e) {
            if ($e->isIdentityProviderDown()) {
                $io->warning('CallCrest SSO is down, try again in a few minutes.');

                return Command::FAILURE;
            }
            foreach ($e->fieldErrors() as $path => $msg) {
                $io->error("{$path}: {$msg}");
            }

            return Command::FAILURE;
        }

        $io->success(sprintf('List %s filled with %d policies', $listId, \count($policies)));

        return Command::SUCCESS;
    }
}
