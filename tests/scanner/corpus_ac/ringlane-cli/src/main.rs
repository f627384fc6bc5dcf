use anyhow::Result;
use clap::{Parser, Subcommand};

mod api;
mod error;

#[derive(Parser)]
#[command(name = "ringlane", version)]
struct Cli {
    #[arg(long, env = "RINGLANE_BASE_URL", default_value = api::DEFAULT_BASE)]
    base_url: String,
    #[arg(long, env = "RINGLANE_KEY", hide_env_values = true)]
    key: String,
    #[arg(long, env = "RINGLANE_USER_ID")]
    user_id: String,
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// List dial lists
    Ls,
    /// Append phone numbers to a list
    Add { list: String, phones: Vec<String> },
    /// Delete a list
    Rm { list: String },
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let client = api::Client::new(cli.base_url, cli.key, cli.user_id);
    match cli.cmd {
        Cmd::Ls => {
            for l in client.lists()? {
                println!("{}\t{}\t{}", l.id, l.name, l.size);
            }
        }
        Cmd::Add { list, phones } => client.append(&list, &phones)?,
        Cmd::Rm { list } => client.delete(&list)?,
    }
    Ok(())
}
