export class RinglaneErrorDetailDto {
  path!: string;
  message!: string;
}

export class RinglaneErrorDto {
  error!: string;
  details?: RinglaneErrorDetailDto[];
}
